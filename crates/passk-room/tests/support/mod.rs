//! A relay on loopback and a WebSocket client for it, for the tests and the load bench.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use passk_room::{serve, Config, WS_PATH};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for a frame before it fails (never hangs).
pub const PATIENCE: Duration = Duration::from_secs(10);

/// A relay serving on a free loopback port, in this process.
pub async fn start(config: Config) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(serve(listener, config));
    address
}

/// Starts the relay binary at `program` with `args`; the child and the address it printed.
pub fn spawn_relay(program: &str, args: &[&str]) -> (std::process::Child, SocketAddr) {
    use std::io::{BufRead, BufReader};
    let mut child = std::process::Command::new(program)
        .args(args)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the relay starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let address = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|address| address.parse().ok())
        .unwrap_or_else(|| panic!("an address in {line:?}"));
    (child, address)
}

/// One page's connection.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connects to the relay at `address`.
    pub async fn connect(address: SocketAddr) -> Client {
        let (ws, _) = tokio::time::timeout(
            PATIENCE,
            tokio_tungstenite::connect_async_with_config(
                format!("ws://{address}{WS_PATH}"),
                None,
                true,
            ),
        )
        .await
        .expect("connected in time")
        .expect("connected");
        Client { ws }
    }

    /// Sends raw text.
    pub async fn send_text(&mut self, text: &str) {
        self.ws.send(Message::text(text.to_string())).await.unwrap();
    }

    /// Sends a frame.
    pub async fn send(&mut self, frame: Value) {
        self.send_text(&frame.to_string()).await;
    }

    /// Sends raw bytes.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) {
        self.ws.send(Message::binary(bytes)).await.unwrap();
    }

    /// The next frame; None once the relay closed the connection.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let message = tokio::time::timeout(PATIENCE, self.ws.next())
                .await
                .expect("a frame in time");
            match message {
                Some(Ok(Message::Text(text))) => return Some(serde_json::from_str(&text).unwrap()),
                Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
                Some(Ok(Message::Binary(_))) => panic!("the relay sends text"),
                Some(Ok(Message::Close(_)) | Err(_)) | None => return None,
            }
        }
    }

    /// The next frame, which must be there.
    pub async fn recv(&mut self) -> Value {
        self.next().await.expect("a frame, not a close")
    }

    /// The next frame of kind `t`, passing over others.
    pub async fn recv_kind(&mut self, t: &str) -> Value {
        loop {
            let frame = self.recv().await;
            if frame["t"] == t {
                return frame;
            }
        }
    }

    /// The next frame, which must be the error `error`.
    pub async fn expect_error(&mut self, error: &str) {
        let frame = self.recv().await;
        assert_eq!(frame, json!({"t": "error", "error": error}));
    }

    /// Starts a room; its code and secret (the room frame that follows is read too).
    pub async fn create(&mut self) -> (String, String) {
        self.send(json!({"t": "create"})).await;
        let created = self.recv_kind("created").await;
        self.recv_kind("room").await;
        (
            created["code"].as_str().unwrap().to_string(),
            created["secret"].as_str().unwrap().to_string(),
        )
    }

    /// Joins `code`; the welcome.
    pub async fn join(&mut self, code: &str) -> Value {
        self.send(json!({"t": "join", "code": code})).await;
        self.recv_kind("welcome").await
    }
}

/// The question the room guesses: pass^8 at 90%.
pub fn pass_hat_8_at_90() -> Value {
    json!({"kind": "pass-hat-k", "per_mille": 900, "count": 8})
}
