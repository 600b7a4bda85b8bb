//! A pointer drag across a chart, as a state machine shared by both pages: which pointer
//! drags, and the chart it maps against.

use passk_chart::{x_under_pointer, CurveChart};

/// The drag in progress on one chart, if any.
///
/// Only the primary pointer's primary button starts a drag (a right-click, a second finger
/// or a pen's barrel button do not), and only that pointer moves or ends it. The pointer
/// maps against the chart as drawn when the drag began: the axis follows the value (at
/// k = 16 it runs to 30, not 20), and mapping against the redrawn axis would move the value
/// under a pointer that holds still, until it ran away to the end.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChartDrag {
    active: Option<(i32, CurveChart, f64)>,
}

impl ChartDrag {
    /// A pointer went down at `css_x` on `chart`, drawn `css_width` pixels wide: the x (in
    /// data units, not rounded) it sets, when it starts a drag.
    pub fn press(
        &mut self,
        pointer: i32,
        primary: bool,
        button: i16,
        chart: &CurveChart,
        css_width: f64,
        css_x: f64,
    ) -> Option<f64> {
        if !primary || button != 0 || self.active.is_some() {
            return None;
        }
        self.active = Some((pointer, chart.clone(), css_width));
        Some(x_under_pointer(chart, css_width, css_x))
    }

    /// A pointer moved to `css_x`: the x it sets, when it is the one dragging.
    pub fn moved(&self, pointer: i32, css_x: f64) -> Option<f64> {
        let (dragging, chart, css_width) = self.active.as_ref()?;
        (*dragging == pointer).then(|| x_under_pointer(chart, *css_width, css_x))
    }

    /// A pointer went up or was cancelled: the drag ends if it was the one dragging.
    pub fn release(&mut self, pointer: i32) {
        if self
            .active
            .as_ref()
            .is_some_and(|(dragging, _, _)| *dragging == pointer)
        {
            self.active = None;
        }
    }

    /// Whether a drag is in progress.
    pub fn is_dragging(&self) -> bool {
        self.active.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use passk_chart::k_chart;
    use passk_core::closed_form::Rate;
    use passk_core::input::FieldSpec;
    use passk_core::lang::Lang;

    fn chart_at(k: u32) -> CurveChart {
        k_chart(Rate::from_per_mille(800), (k, 1), None, Lang::En)
    }

    /// Held still at 80% of the chart's width with a pixel of jitter, k stays where it was
    /// pressed while the chart is redrawn for it (it used to run 16 → 24 → 32 … → 100).
    #[test]
    fn a_pointer_held_still_does_not_run_away() {
        let width = 600.0;
        let mut drag = ChartDrag::default();
        let pressed = drag
            .press(1, true, 0, &chart_at(6), width, 0.8 * width)
            .unwrap();
        let k = FieldSpec::K.clamp_whole(pressed);
        assert_eq!(k, 16);
        for jitter in [1.0, -1.0, 1.0, 0.0, 1.0] {
            // The page redraws the chart for the new k; the drag keeps its own.
            let _ = chart_at(k);
            let x = drag.moved(1, 0.8 * width + jitter).unwrap();
            assert_eq!(FieldSpec::K.clamp_whole(x), 16);
        }
        drag.release(1);
        assert!(!drag.is_dragging());
    }

    #[test]
    fn only_the_primary_pointer_and_button_drag() {
        let chart = chart_at(6);
        let mut drag = ChartDrag::default();
        // A right-click, a secondary pointer: nothing.
        assert_eq!(drag.press(1, true, 2, &chart, 600.0, 300.0), None);
        assert_eq!(drag.press(2, false, 0, &chart, 600.0, 300.0), None);
        assert!(!drag.is_dragging());
        // The first finger drags; a second finger neither moves nor ends it.
        assert!(drag.press(1, true, 0, &chart, 600.0, 300.0).is_some());
        assert_eq!(drag.press(2, true, 0, &chart, 600.0, 500.0), None);
        assert_eq!(drag.moved(2, 500.0), None);
        drag.release(2);
        assert!(drag.is_dragging());
        assert!(drag.moved(1, 320.0).is_some());
        drag.release(1);
        assert_eq!(drag.moved(1, 320.0), None);
    }
}
