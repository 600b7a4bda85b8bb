//! The explorer page (`index.html`): the widget, its panels, the presets, sharing, the plan, the quiz and the reruns.

pub mod deployment_panel;
pub mod follows_when_seen;
pub mod panels;
pub mod plan_view;
pub mod preset_bar;
pub mod quiz_view;
pub mod readout;
pub mod rerun_panel;
pub mod share_panel;
pub mod slider_field;
pub mod widget;
