//! `make bench`'s room load: the relay binary on loopback, 1 room × 500 participants and
//! 50 rooms × 40, each participant guessing once per question for 20 questions. It checks
//! that no guess is lost or counted twice and that each presenter's view is complete
//! soon after the last guess, and prints the relay's latency (a guess sent to its
//! presenter receiving it: median, p99, max) and its memory per room. It stops by itself.

#[path = "../tests/support/mod.rs"]
mod support;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::json;
use support::{pass_hat_8_at_90, spawn_relay, Client};

const QUESTIONS: u32 = 20;

/// The guess participant `i` makes on question `q`, in tenths: distinct within a room
/// (for i < 500), so the presenter can tell whose guess arrived.
fn guess_tenths(i: u32, q: u32) -> u32 {
    (i * 2 + q) % 1001
}

/// When each guess of one room was sent: (question, tenths) → instant.
type Sent = Arc<Mutex<HashMap<(u32, u32), Instant>>>;

/// What one room measured.
struct RoomRun {
    latencies_ms: Vec<f64>,
    /// From the last guess sent to the presenter holding every guess, per question.
    complete_ms: Vec<f64>,
}

async fn participant(address: SocketAddr, code: String, i: u32, sent: Sent) {
    let mut client = Client::connect(address).await;
    client.join(&code).await;
    for q in 1..=QUESTIONS {
        loop {
            let frame = client.recv_kind("asked").await;
            if frame["asked"]["id"] == q && frame["asked"]["phase"] == "open" {
                break;
            }
        }
        let tenths = guess_tenths(i, q);
        sent.lock().unwrap().insert((q, tenths), Instant::now());
        client
            .send(json!({"t": "guess", "id": q, "value": f64::from(tenths) / 10.0}))
            .await;
        let took = client.recv_kind("took").await;
        assert_eq!(took["value"].as_f64(), Some(f64::from(tenths) / 10.0));
    }
    // Stay until the last reveal.
    client.recv_kind("revealed").await;
}

async fn room(address: SocketAddr, participants: u32, ready: Arc<tokio::sync::Barrier>) -> RoomRun {
    let mut presenter = Client::connect(address).await;
    let (code, _) = presenter.create().await;
    let sent: Sent = Arc::default();
    let mut people = Vec::new();
    for i in 0..participants {
        people.push(tokio::spawn(participant(
            address,
            code.clone(),
            i,
            Arc::clone(&sent),
        )));
    }
    while presenter.recv_kind("joined").await["joined"] != participants {}
    ready.wait().await;
    let mut run = RoomRun {
        latencies_ms: Vec::new(),
        complete_ms: Vec::new(),
    };
    for q in 1..=QUESTIONS {
        let started = Instant::now();
        presenter
            .send(json!({"t": "open", "question": pass_hat_8_at_90()}))
            .await;
        let mut seen: HashMap<u64, u32> = HashMap::new();
        while seen.len() < participants as usize {
            let frame = presenter.recv().await;
            if frame["t"] != "guessed" {
                continue;
            }
            let now = Instant::now();
            let tenths = (frame["value"].as_f64().unwrap() * 10.0).round() as u32;
            let sent_at = sent.lock().unwrap()[&(q, tenths)];
            run.latencies_ms
                .push((now - sent_at).as_secs_f64() * 1000.0);
            let slot = frame["slot"].as_u64().unwrap();
            assert!(
                seen.insert(slot, tenths).is_none(),
                "slot {slot} counted twice on question {q}"
            );
        }
        let last_sent = sent
            .lock()
            .unwrap()
            .iter()
            .filter(|((at, _), _)| *at == q)
            .map(|(_, t)| *t)
            .max()
            .unwrap();
        run.complete_ms
            .push(last_sent.elapsed().as_secs_f64() * 1000.0);
        presenter.send(json!({"t": "close"})).await;
        presenter.send(json!({"t": "reveal"})).await;
        let revealed = presenter.recv_kind("revealed").await;
        assert_eq!(
            revealed["reveal"]["summary"]["count"], participants,
            "every guess counted on question {q}"
        );
        // Three frames a question; five a second are allowed.
        tokio::time::sleep(Duration::from_millis(650).saturating_sub(started.elapsed())).await;
    }
    for person in people {
        person.await.unwrap();
    }
    run
}

fn rss_kib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
        .unwrap_or(f64::NAN)
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

async fn scenario(rooms: u32, participants: u32) {
    let (mut relay, address) = spawn_relay(
        env!("CARGO_BIN_EXE_passk-room"),
        &[
            "--bind",
            "127.0.0.1:0",
            "--join-burst",
            "100000",
            "--joins-per-second",
            "100000",
        ],
    );
    let before = rss_kib(relay.id());
    let ready = Arc::new(tokio::sync::Barrier::new(rooms as usize + 1));
    let started = Instant::now();
    let runs: Vec<_> = (0..rooms)
        .map(|_| tokio::spawn(room(address, participants, Arc::clone(&ready))))
        .collect();
    ready.wait().await;
    let joined = rss_kib(relay.id());
    let mut latencies = Vec::new();
    let mut complete = Vec::new();
    for run in runs {
        let run = run.await.unwrap();
        latencies.extend(run.latencies_ms);
        complete.extend(run.complete_ms);
    }
    let after = rss_kib(relay.id());
    relay.kill().ok();
    relay.wait().ok();
    latencies.sort_by(f64::total_cmp);
    complete.sort_by(f64::total_cmp);
    let guesses = u64::from(rooms * participants * QUESTIONS);
    assert_eq!(latencies.len() as u64, guesses, "no guess lost");
    println!(
        "room load {rooms} × {participants}, {QUESTIONS} questions: {guesses} guesses, none lost or counted twice, in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    println!(
        "  latency (guess sent → its presenter has it): median {:.2} ms, p99 {:.2} ms, max {:.2} ms (goal: p99 ≤ 50 ms)",
        quantile(&latencies, 0.5),
        quantile(&latencies, 0.99),
        latencies[latencies.len() - 1]
    );
    println!(
        "  presenter's view complete after the last guess: median {:.2} ms, max {:.2} ms (bound: 1000 ms)",
        quantile(&complete, 0.5),
        complete[complete.len() - 1]
    );
    println!(
        "  relay memory: {:.0} KiB at start, {:.0} KiB with everyone joined, {:.0} KiB at the end: {:.1} KiB a room ({:.2} KiB a participant)",
        before,
        joined,
        after,
        (joined - before) / f64::from(rooms),
        (joined - before) / f64::from(rooms * participants)
    );
    assert!(
        complete[complete.len() - 1] < 1000.0,
        "every presenter's view complete within 1 s of the last guess"
    );
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` would run this too: only bench.
    if !std::env::args().any(|arg| arg == "--bench") {
        return;
    }
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let bounded = Duration::from_secs(300);
        tokio::time::timeout(bounded, async {
            scenario(1, 500).await;
            scenario(50, 40).await;
        })
        .await
        .expect("the load test ends within 5 minutes");
    });
}
