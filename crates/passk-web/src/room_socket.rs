//! A workshop room's WebSocket to its relay, which reconnects by itself: after a lost
//! connection it tries again (0.5 s, doubling to 4 s) and, once open, calls `on_open` so
//! the page says who it is again (its token, or the presenter's secret). Frames in and out
//! are passk-room-core's; a frame this page does not understand is passed over.

use std::cell::RefCell;
use std::rc::Rc;

use passk_room_core::frame::parse_server;
use passk_room_core::{ClientFrame, ServerFrame};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CloseEvent, MessageEvent, WebSocket};

/// Where the connection stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// Opening (the first time).
    Connecting,
    /// Open.
    Open,
    /// It was open and was lost; trying again.
    Lost,
    /// It never opened: no relay answers (or the page's policy refused the address).
    Unreachable,
}

/// What the page does with the connection's events.
pub struct Handlers {
    /// The connection opened (again): say who this page is.
    pub on_open: Box<dyn Fn(&RoomSocket)>,
    /// A frame arrived.
    pub on_frame: Box<dyn Fn(ServerFrame)>,
    /// The connection's state changed.
    pub on_link: Box<dyn Fn(Link)>,
}

struct Inner {
    url: String,
    socket: Option<WebSocket>,
    handlers: Rc<Handlers>,
    ever_opened: bool,
    failures: u32,
    stopped: bool,
}

/// A room connection (cheap to clone: one connection behind it).
#[derive(Clone)]
pub struct RoomSocket {
    inner: Rc<RefCell<Inner>>,
}

impl RoomSocket {
    /// Connects to `url` (a `ws://` or `wss://` address).
    pub fn open(url: &str, handlers: Handlers) -> RoomSocket {
        let socket = RoomSocket {
            inner: Rc::new(RefCell::new(Inner {
                url: url.to_string(),
                socket: None,
                handlers: Rc::new(handlers),
                ever_opened: false,
                failures: 0,
                stopped: false,
            })),
        };
        (socket.handlers().on_link)(Link::Connecting);
        socket.connect();
        socket
    }

    /// The handlers, outside the borrow: a handler may stop or restart this socket.
    fn handlers(&self) -> Rc<Handlers> {
        Rc::clone(&self.inner.borrow().handlers)
    }

    fn connect(&self) {
        let url = self.inner.borrow().url.clone();
        // The constructor throws for an address the page's policy or syntax refuses: that
        // is a relay that cannot be reached, said like one.
        let Ok(ws) = WebSocket::new(&url) else {
            self.lost();
            return;
        };
        let on_open = {
            let this = self.clone();
            Closure::<dyn FnMut()>::new(move || {
                {
                    let mut inner = this.inner.borrow_mut();
                    inner.ever_opened = true;
                    inner.failures = 0;
                }
                let handlers = this.handlers();
                (handlers.on_link)(Link::Open);
                (handlers.on_open)(&this);
            })
        };
        let on_message = {
            let this = self.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let Some(text) = event.data().as_string() else {
                    return;
                };
                if let Some(frame) = parse_server(&text) {
                    (this.handlers().on_frame)(frame);
                }
            })
        };
        let on_close = {
            let this = self.clone();
            Closure::<dyn FnMut(CloseEvent)>::new(move |_: CloseEvent| this.lost())
        };
        ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        // Each socket's handlers live as long as the page: a few closures per reconnect.
        on_open.forget();
        on_message.forget();
        on_close.forget();
        self.inner.borrow_mut().socket = Some(ws);
    }

    /// The connection ended (or never started): say so, and try again unless stopped.
    fn lost(&self) {
        let (stopped, ever_opened, failures) = {
            let mut inner = self.inner.borrow_mut();
            inner.socket = None;
            inner.failures += 1;
            (inner.stopped, inner.ever_opened, inner.failures)
        };
        if stopped {
            return;
        }
        let link = if ever_opened {
            Link::Lost
        } else {
            Link::Unreachable
        };
        (self.handlers().on_link)(link);
        let delay = (500_u32 << failures.min(3).saturating_sub(1)).min(4000);
        let this = self.clone();
        let retry = Closure::once_into_js(move || {
            if !this.inner.borrow().stopped {
                this.connect();
            }
        });
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                retry.unchecked_ref(),
                delay as i32,
            );
        }
    }

    /// Sends `frame`; false when the connection is not open (the page says who it is
    /// again once it is).
    pub fn send(&self, frame: &ClientFrame) -> bool {
        let inner = self.inner.borrow();
        match &inner.socket {
            Some(ws) if ws.ready_state() == WebSocket::OPEN => {
                ws.send_with_str(&frame.to_text()).is_ok()
            }
            Some(_) | None => false,
        }
    }

    /// Closes the connection for good (the room ended, or this page left it).
    pub fn stop(&self) {
        let socket = {
            let mut inner = self.inner.borrow_mut();
            inner.stopped = true;
            inner.socket.take()
        };
        if let Some(ws) = socket {
            let _ = ws.close();
        }
    }

    /// Drops the connection and opens another (a relay that restarted and has not got
    /// the room back yet: try again shortly).
    pub fn retry_soon(&self) {
        let socket = self.inner.borrow_mut().socket.take();
        if let Some(ws) = socket {
            // Its close event calls `lost`, which schedules the retry.
            self.inner.borrow_mut().socket = Some(ws.clone());
            let _ = ws.close();
        }
    }
}

/// The relay a page uses: `relay` when the link names one, else `/room/ws` at the page's
/// own origin (`wss:` on an https page).
pub fn relay_address(relay: Option<&str>) -> String {
    if let Some(relay) = relay {
        return relay.to_string();
    }
    let location = web_sys::window().map(|window| window.location());
    let protocol = location
        .as_ref()
        .and_then(|location| location.protocol().ok())
        .unwrap_or_default();
    let host = location
        .as_ref()
        .and_then(|location| location.host().ok())
        .unwrap_or_default();
    let scheme = if protocol == "https:" { "wss" } else { "ws" };
    format!("{scheme}://{host}/room/ws")
}
