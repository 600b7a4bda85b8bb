//! The relay binary stopped mid-question and started again on the same port: it forgot
//! every room (they live in memory), and the presenter and participants bring it back.

mod support;

use serde_json::json;
use support::{pass_hat_8_at_90, spawn_relay, Client};

fn relay(bind: &str) -> (std::process::Child, std::net::SocketAddr) {
    spawn_relay(env!("CARGO_BIN_EXE_passk-room"), &["--bind", bind])
}

#[tokio::test]
async fn a_restarted_relay_gets_the_room_back_from_its_pages() {
    let (mut first, address) = relay("127.0.0.1:0");
    let mut presenter = Client::connect(address).await;
    let (code, secret) = presenter.create().await;
    let mut person = Client::connect(address).await;
    let welcome = person.join(&code).await;
    presenter
        .send(json!({"t": "open", "question": pass_hat_8_at_90()}))
        .await;
    person.recv_kind("asked").await;
    person
        .send(json!({"t": "guess", "id": 1, "value": 43.0}))
        .await;
    person.recv_kind("took").await;
    first.kill().unwrap();
    first.wait().unwrap();
    // Both sides see the connection end (after the frames already sent).
    while presenter.next().await.is_some() {}
    while person.next().await.is_some() {}
    let (mut second, again) = relay(&address.to_string());
    assert_eq!(again, address);
    // A participant who comes back before the presenter finds no room yet.
    let mut early = Client::connect(address).await;
    early
        .send(json!({"t": "join", "code": code, "token": welcome["token"]}))
        .await;
    early.expect_error("no-such-room").await;
    // Someone who knows only the code cannot take the room.
    let mut thief = Client::connect(address).await;
    thief
        .send(json!({"t": "present", "code": code, "secret": "3".repeat(32)}))
        .await;
    thief.expect_error("wrong-secret").await;
    let asked = json!({"id": 1, "question": pass_hat_8_at_90(), "phase": "open"});
    let mut presenter = Client::connect(address).await;
    presenter
        .send(json!({"t": "present", "code": code, "secret": secret, "asked": asked}))
        .await;
    let room = presenter.recv_kind("room").await;
    assert_eq!(room["asked"], asked);
    let mut person = Client::connect(address).await;
    person
        .send(json!({"t": "join", "code": code, "token": welcome["token"], "name": welcome["name"], "guess": {"id": 1, "value": 43.0}}))
        .await;
    let back = person.recv_kind("welcome").await;
    assert_eq!(
        (back["yours"].clone(), back["token"].clone()),
        (json!(43.0), welcome["token"].clone())
    );
    assert_eq!(presenter.recv_kind("guessed").await["value"], 43.0);
    presenter.send(json!({"t": "reveal"})).await;
    let revealed = presenter.recv_kind("revealed").await;
    assert_eq!(revealed["reveal"]["summary"]["count"], 1);
    second.kill().unwrap();
    second.wait().unwrap();
}
