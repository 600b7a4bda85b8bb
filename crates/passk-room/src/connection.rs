//! One WebSocket. Frames are read one at a time: rate first, then size and shape
//! ([`passk_room_core::parse_client`]), then the relay's step; every refusal is an error
//! frame and the connection stays. A writer task drains the outbox, so a slow phone never
//! holds the relay's lock.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use passk_room_core::{parse_client, RoomError, ServerFrame, TokenBucket};
use tokio::sync::mpsc;

use crate::relay::{Relay, Role};

/// Frames queued for one connection before it counts as too slow: a whole room's
/// guesses (500) with room to spare.
const OUTBOX: usize = 4096;

/// Frames larger than this end the connection at the WebSocket layer; up to it, an
/// oversized frame is refused with an error and the connection goes on.
const HARD_FRAME_LIMIT: usize = 64 * 1024;

/// A connection's read buffer: a few frames.
const READ_BUFFER: usize = 4096;

/// `GET /room/ws`: the upgrade.
pub async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(relay): State<Arc<Relay>>,
) -> Response {
    ws.max_message_size(HARD_FRAME_LIMIT)
        .max_frame_size(HARD_FRAME_LIMIT)
        // tungstenite's default read buffer is 128 KiB a connection; frames here are
        // under 1 KiB, and a room of 500 would hold 64 MiB of empty buffers.
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| serve(socket, peer.ip(), relay))
}

/// Serves one connection to its end.
async fn serve(socket: WebSocket, address: IpAddr, relay: Arc<Relay>) {
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut queued) = mpsc::channel::<Message>(OUTBOX);
    let writer = tokio::spawn(async move {
        // Everything queued goes out in one flush: a presenter receiving a room's burst
        // of guesses gets them in a few writes, not one system call each.
        while let Some(message) = queued.recv().await {
            if sink.feed(message).await.is_err() {
                return;
            }
            while let Ok(message) = queued.try_recv() {
                if sink.feed(message).await.is_err() {
                    return;
                }
            }
            if sink.flush().await.is_err() {
                return;
            }
        }
        let _ = sink.close().await;
    });
    let conn = relay.connect(outbox);
    let limits = relay.limits();
    let mut rate = TokenBucket::new(
        limits.message_burst,
        limits.messages_per_second,
        relay.now_ms(),
    );
    let mut role: Option<Role> = None;
    loop {
        let message = tokio::select! {
            message = stream.next() => message,
            () = conn.kick.notified() => break,
        };
        let text = match message {
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Binary(_))) => {
                conn.send(&ServerFrame::Error {
                    error: RoomError::BadFrame,
                });
                continue;
            }
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            Some(Ok(Message::Close(_)) | Err(_)) | None => break,
        };
        if !rate.take(relay.now_ms()) {
            conn.send(&ServerFrame::Error {
                error: RoomError::TooFast,
            });
            continue;
        }
        let handled = parse_client(text.as_str())
            .and_then(|frame| relay.handle(&conn, address, &mut role, frame));
        if let Err(error) = handled {
            conn.send(&ServerFrame::Error { error });
        }
    }
    relay.left(&conn, role);
    // The relay held clones of this outbox; once they and this one are gone, the writer
    // sends what is queued (an expiry's error, say), closes the socket and ends.
    drop(conn);
    let _ = writer.await;
}
