//! The embed page's few DOM helpers: create and append elements, listen for the page's
//! life, and write a text or attribute only when it changed (a DOM write costs more than a
//! compare).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event};

/// `document.createElement(tag)` with a class and attributes.
pub(crate) fn element(
    document: &Document,
    tag: &str,
    class: &str,
    attributes: &[(&str, &str)],
) -> Element {
    let element = document
        .create_element(tag)
        .expect("creating an element of a known tag cannot fail");
    if !class.is_empty() {
        element.set_class_name(class);
    }
    for (name, value) in attributes {
        let _ = element.set_attribute(name, value);
    }
    element
}

/// Appends children to a parent.
pub(crate) fn append(parent: &Element, children: &[&Element]) {
    for child in children {
        let _ = parent.append_child(child);
    }
}

/// Adds `handler` for `event` on `target` for the page's life.
pub(crate) fn on<E: JsCast + 'static>(
    target: &web_sys::EventTarget,
    event: &str,
    mut handler: impl FnMut(E) + 'static,
) {
    let closure =
        Closure::<dyn FnMut(Event)>::new(move |event: Event| handler(event.unchecked_into()));
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    // The widget lives as long as the page: its listeners do too.
    closure.forget();
}

/// Sets an attribute only when its value changed.
pub(crate) fn set_attr(element: &Element, name: &str, value: &str) {
    if element.get_attribute(name).as_deref() != Some(value) {
        let _ = element.set_attribute(name, value);
    }
}

/// Sets an element's text only when it changed (a DOM write costs more than a compare).
pub(crate) fn set_text(element: &Element, text: &str) {
    if element.text_content().as_deref() != Some(text) {
        element.set_text_content(Some(text));
    }
}

/// Sets a custom property (`--name`) in an element's style only when it changed: a
/// property, not a `style` attribute, which the page's CSP does not allow.
pub(crate) fn set_style_var(element: &Element, name: &str, value: &str) {
    let Some(element) = element.dyn_ref::<web_sys::HtmlElement>() else {
        return;
    };
    let style = element.style();
    if style.get_property_value(name).ok().as_deref() != Some(value) {
        let _ = style.set_property(name, value);
    }
}
