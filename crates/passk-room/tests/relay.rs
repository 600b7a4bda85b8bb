//! The relay on loopback: a whole question, reconnects, expiry, every limit, hostile
//! frames, wrong codes and a participant trying the presenter's actions.

mod support;

use std::time::Duration;

use passk_room::Config;
use passk_room_core::Limits;
use serde_json::json;
use support::{pass_hat_8_at_90, start, Client};

/// Limits for tests that send more than 5 frames a second on one connection.
fn quick() -> Config {
    Config {
        limits: Limits {
            messages_per_second: 1000.0,
            message_burst: 1000.0,
            ..Limits::default()
        },
        ..Config::default()
    }
}

#[tokio::test]
async fn a_whole_question_join_guess_change_close_reveal() {
    let relay = start(quick()).await;
    let mut presenter = Client::connect(relay).await;
    let (code, secret) = presenter.create().await;
    assert_eq!(code.len(), 12);
    assert_eq!(secret.len(), 32);
    let mut people = Vec::new();
    for joined in 1..=3 {
        let mut person = Client::connect(relay).await;
        let welcome = person.join(&code).await;
        assert_eq!(welcome["asked"], json!(null));
        assert_eq!(welcome["token"].as_str().unwrap().len(), 26);
        assert_eq!(
            presenter.recv().await,
            json!({"t": "joined", "joined": joined})
        );
        people.push(person);
    }
    presenter
        .send(json!({"t": "open", "question": pass_hat_8_at_90()}))
        .await;
    let asked =
        json!({"t": "asked", "asked": {"id": 1, "question": pass_hat_8_at_90(), "phase": "open"}});
    assert_eq!(presenter.recv().await, asked);
    for person in &mut people {
        assert_eq!(person.recv().await, asked);
    }
    for (person, guess) in people.iter_mut().zip([40.0, 95.0, 80.0]) {
        person
            .send(json!({"t": "guess", "id": 1, "value": guess}))
            .await;
        assert_eq!(
            person.recv().await,
            json!({"t": "took", "id": 1, "value": guess})
        );
    }
    // The second changes their mind.
    people[1]
        .send(json!({"t": "guess", "id": 1, "value": 45.5}))
        .await;
    people[1].recv_kind("took").await;
    let mut seen = Vec::new();
    for _ in 0..4 {
        let guessed = presenter.recv_kind("guessed").await;
        seen.push((
            guessed["slot"].as_u64().unwrap(),
            guessed["value"].as_f64().unwrap(),
        ));
    }
    assert_eq!(seen, vec![(0, 40.0), (1, 95.0), (2, 80.0), (1, 45.5)]);
    presenter.send(json!({"t": "close"})).await;
    presenter.recv_kind("asked").await;
    for person in &mut people {
        assert_eq!(person.recv().await["asked"]["phase"], "closed");
    }
    people[0]
        .send(json!({"t": "guess", "id": 1, "value": 43.0}))
        .await;
    people[0].expect_error("question-closed").await;
    presenter.send(json!({"t": "reveal"})).await;
    let revealed = presenter.recv_kind("revealed").await;
    let reveal = &revealed["reveal"];
    // 0.9^8 exactly, as passk-core says it (0.9_f64.powi(8) is 0.43046721000000016).
    assert_eq!(reveal["truth"].as_f64().unwrap(), 0.43046721);
    assert_eq!(reveal["summary"]["count"], 3);
    assert_eq!(reveal["summary"]["median"], 45.5);
    assert_eq!(reveal["summary"]["within_five"], 2);
    assert_eq!(reveal["yours"], json!(null));
    for (person, guess) in people.iter_mut().zip([40.0, 45.5, 80.0]) {
        let revealed = person.recv_kind("revealed").await;
        assert_eq!(revealed["reveal"]["yours"], guess);
        assert_eq!(revealed["reveal"]["summary"]["median"], 45.5);
    }
}

#[tokio::test]
async fn a_participant_and_a_presenter_come_back() {
    let relay = start(quick()).await;
    let mut presenter = Client::connect(relay).await;
    let (code, secret) = presenter.create().await;
    let mut person = Client::connect(relay).await;
    let welcome = person.join(&code).await;
    presenter
        .send(json!({"t": "open", "question": pass_hat_8_at_90()}))
        .await;
    person.recv_kind("asked").await;
    person
        .send(json!({"t": "guess", "id": 1, "value": 43.0}))
        .await;
    person.recv_kind("took").await;
    // The phone locks: the connection drops. Back with the token: same name, same guess.
    drop(person);
    let mut back = Client::connect(relay).await;
    back.send(json!({"t": "join", "code": code, "token": welcome["token"]}))
        .await;
    let again = back.recv_kind("welcome").await;
    assert_eq!(again["name"], welcome["name"]);
    assert_eq!(again["token"], welcome["token"]);
    assert_eq!(again["yours"], 43.0);
    assert_eq!(again["asked"]["phase"], "open");
    // The presenter reloads: the whole room comes back, and one participant still.
    drop(presenter);
    let mut presenter = Client::connect(relay).await;
    presenter
        .send(json!({"t": "present", "code": code, "secret": secret}))
        .await;
    let room = presenter.recv_kind("room").await;
    assert_eq!(room["joined"], 1);
    assert_eq!(room["guesses"], json!([[0, 43.0]]));
    assert_eq!(room["asked"]["id"], 1);
    // A second tab with the same token takes over; the first is told and closed.
    let mut second = Client::connect(relay).await;
    second
        .send(json!({"t": "join", "code": code, "token": welcome["token"]}))
        .await;
    second.recv_kind("welcome").await;
    back.expect_error("joined-elsewhere").await;
    assert_eq!(back.next().await, None);
    second
        .send(json!({"t": "guess", "id": 1, "value": 44.0}))
        .await;
    second.recv_kind("took").await;
}

#[tokio::test]
async fn rooms_expire_without_their_presenter() {
    let relay = start(Config {
        limits: Limits {
            presenter_absence_ms: 300,
            ..Limits::default()
        },
        sweep_every: Duration::from_millis(50),
        ..Config::default()
    })
    .await;
    let mut presenter = Client::connect(relay).await;
    let (code, secret) = presenter.create().await;
    let mut person = Client::connect(relay).await;
    person.join(&code).await;
    drop(presenter);
    person.expect_error("room-expired").await;
    assert_eq!(person.next().await, None, "closed after saying so");
    let mut late = Client::connect(relay).await;
    late.send(json!({"t": "join", "code": code})).await;
    late.expect_error("room-expired").await;
    let mut presenter = Client::connect(relay).await;
    presenter
        .send(json!({"t": "present", "code": code, "secret": secret}))
        .await;
    presenter.expect_error("room-expired").await;
}

#[tokio::test]
async fn rooms_expire_after_their_lifetime_even_when_presented() {
    let relay = start(Config {
        limits: Limits {
            room_lifetime_ms: 300,
            ..Limits::default()
        },
        sweep_every: Duration::from_millis(50),
        ..Config::default()
    })
    .await;
    let mut presenter = Client::connect(relay).await;
    presenter.create().await;
    presenter.expect_error("room-expired").await;
    assert_eq!(presenter.next().await, None);
}

#[tokio::test]
async fn every_limit_is_refused_and_nothing_else_is_disturbed() {
    let relay = start(Config {
        limits: Limits {
            participants_per_room: 2,
            rooms: 2,
            join_burst: 5.0,
            joins_per_second: 0.001,
            ..Limits::default()
        },
        ..Config::default()
    })
    .await;
    let mut presenter = Client::connect(relay).await;
    let (code, _) = presenter.create().await;
    let mut second = Client::connect(relay).await;
    second.create().await;
    let mut third = Client::connect(relay).await;
    third.send(json!({"t": "create"})).await;
    third.expect_error("too-many-rooms").await;
    let mut a = Client::connect(relay).await;
    a.join(&code).await;
    let mut b = Client::connect(relay).await;
    b.join(&code).await;
    let mut c = Client::connect(relay).await;
    c.send(json!({"t": "join", "code": code})).await;
    c.expect_error("room-full").await;
    // The burst of 5 joins from this address is spent (2 rooms, 3 joins, the refused one
    // included): the next is refused.
    let mut d = Client::connect(relay).await;
    d.send(json!({"t": "join", "code": code})).await;
    d.expect_error("join-too-fast").await;
    // Five frames a second: the sixth in a burst is refused, the connection stays.
    presenter
        .send(json!({"t": "open", "question": pass_hat_8_at_90()}))
        .await;
    presenter.recv_kind("asked").await;
    a.recv_kind("asked").await;
    // The join took one of a's five; a second gives it back.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    for _ in 0..6 {
        a.send(json!({"t": "guess", "id": 1, "value": 50.0})).await;
    }
    for _ in 0..5 {
        a.recv_kind("took").await;
    }
    a.expect_error("too-fast").await;
    tokio::time::sleep(Duration::from_millis(250)).await;
    a.send(json!({"t": "guess", "id": 1, "value": 51.0})).await;
    assert_eq!(a.recv().await, json!({"t": "took", "id": 1, "value": 51.0}));
    // The presenter saw each guess; the other participant was never disturbed.
    b.send(json!({"t": "guess", "id": 1, "value": 20.0})).await;
    assert_eq!(b.recv_kind("took").await["value"], 20.0);
}

#[tokio::test]
async fn hostile_frames_are_answered_and_the_connection_goes_on() {
    let relay = start(quick()).await;
    let mut presenter = Client::connect(relay).await;
    let (code, _) = presenter.create().await;
    let mut person = Client::connect(relay).await;
    person.join(&code).await;
    presenter.recv_kind("joined").await;
    for text in [
        "not json",
        "{}",
        r#"{"t":"guess"}"#,
        r#"{"t":"guess","id":1,"value":"40"}"#,
        r#"{"t":"rename","name":"<b>Bob</b>"}"#,
        r#"{"t":"join","code":"AAAA","extra":"x"}"#,
        "\u{0}\u{ffff}",
    ] {
        person.send_text(text).await;
        person.expect_error("bad-frame").await;
    }
    person.send_binary(vec![0xff; 16]).await;
    person.expect_error("bad-frame").await;
    person
        .send_text(&format!(
            r#"{{"t":"guess","id":1,"value":{}}}"#,
            "1".repeat(2000)
        ))
        .await;
    person.expect_error("frame-too-large").await;
    person.send(json!({"t": "rename", "name": [16, 0]})).await;
    person.expect_error("bad-name").await;
    person.send(json!({"t": "rename", "name": [3, 4]})).await;
    assert_eq!(person.recv().await, json!({"t": "named", "name": [3, 4]}));
    presenter
        .send(
            json!({"t": "open", "question": {"kind": "pass-hat-k", "per_mille": 2000, "count": 8}}),
        )
        .await;
    presenter.expect_error("bad-question").await;
    presenter
        .send(json!({"t": "open", "question": pass_hat_8_at_90()}))
        .await;
    presenter.recv_kind("asked").await;
    person.recv_kind("asked").await;
    for bad in [json!(-1), json!(100.5), json!(43.25)] {
        person
            .send(json!({"t": "guess", "id": 1, "value": bad}))
            .await;
        person.expect_error("bad-guess").await;
    }
    person
        .send(json!({"t": "guess", "id": 7, "value": 40}))
        .await;
    person.expect_error("stale-question").await;
    // A frame past the WebSocket's hard limit ends that connection only.
    let mut brute = Client::connect(relay).await;
    brute.send_text(&"x".repeat(100_000)).await;
    assert_eq!(brute.next().await, None);
    person
        .send(json!({"t": "guess", "id": 1, "value": 40}))
        .await;
    assert_eq!(person.recv().await["t"], "took");
    assert_eq!(presenter.recv_kind("guessed").await["value"], 40.0);
}

#[tokio::test]
async fn wrong_codes_and_secrets_and_presenter_actions_from_participants() {
    let relay = start(quick()).await;
    let mut presenter = Client::connect(relay).await;
    let (code, secret) = presenter.create().await;
    let mut stranger = Client::connect(relay).await;
    for (frame, error) in [
        (json!({"t": "join", "code": "23456789ABCD"}), "no-such-room"),
        (json!({"t": "join", "code": "short"}), "no-such-room"),
        (
            json!({"t": "present", "code": code, "secret": "2".repeat(32)}),
            "wrong-secret",
        ),
        (
            json!({"t": "present", "code": code, "secret": "nope"}),
            "wrong-secret",
        ),
        (
            json!({"t": "present", "code": "23456789ABCD", "secret": secret}),
            "wrong-secret",
        ),
        (json!({"t": "guess", "id": 1, "value": 50}), "not-in-room"),
        (
            json!({"t": "open", "question": pass_hat_8_at_90()}),
            "not-presenter",
        ),
    ] {
        stranger.send(frame).await;
        stranger.expect_error(error).await;
    }
    let mut person = Client::connect(relay).await;
    person.join(&code).await;
    presenter.recv_kind("joined").await;
    for frame in [
        json!({"t": "open", "question": pass_hat_8_at_90()}),
        json!({"t": "close"}),
        json!({"t": "reveal"}),
    ] {
        person.send(frame).await;
        person.expect_error("not-presenter").await;
    }
    person.send(json!({"t": "create"})).await;
    person.expect_error("already-in-room").await;
    presenter
        .send(json!({"t": "guess", "id": 1, "value": 50}))
        .await;
    presenter.expect_error("not-in-room").await;
    presenter.send(json!({"t": "reveal"})).await;
    presenter.expect_error("nothing-asked").await;
    // Nothing the participant tried reached the presenter: the room has no question.
    let mut check = Client::connect(relay).await;
    check
        .send(json!({"t": "present", "code": code, "secret": secret}))
        .await;
    let room = check.recv_kind("room").await;
    assert_eq!(room["asked"], json!(null));
    assert_eq!(
        presenter.recv().await,
        json!({"t": "error", "error": "joined-elsewhere"})
    );
}
