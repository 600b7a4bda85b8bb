//! Which frames a chart keeps as bitmaps, as a plain state machine over any bitmap type:
//! the canvas layer (`passk-web`'s `LayeredChart`) holds offscreen canvases in it, and the
//! tests here hold numbers.
//!
//! A frame drawn for the first time goes straight onto the chart; wanted again, it is drawn
//! into a bitmap of its own and kept; kept, it is copied in. The frames kept are the ones
//! used last, as many as there is room for.

/// What to do with the frame a draw wants.
#[derive(Debug, PartialEq)]
pub enum FrameStep<B> {
    /// Not wanted before (or forgotten since): draw it straight onto the chart.
    Direct,
    /// Wanted once before: draw it into this bitmap (a frame used long ago lends its own;
    /// None: make a new one), then [`FrameCache::keep`] it.
    Keep(Option<B>),
    /// Kept: copy the bitmap in. `legend_changed`: its legend strip shows another legend,
    /// so draw that strip again in the bitmap first.
    Kept {
        /// The frame's bitmap.
        bitmap: B,
        /// Whether the bitmap's legend strip must be drawn again.
        legend_changed: bool,
    },
}

/// The frames kept (key, legend, bitmap; the one used last at the end) and the keys drawn
/// straight once (the last at the end).
#[derive(Debug)]
pub struct FrameCache<K, L, B> {
    kept: Vec<(K, L, B)>,
    seen: Vec<K>,
}

/// How many keys drawn once are remembered, to keep them when they are wanted again.
pub const SEEN_FRAMES: usize = 32;

impl<K, L, B> Default for FrameCache<K, L, B> {
    fn default() -> Self {
        FrameCache {
            kept: Vec::new(),
            seen: Vec::new(),
        }
    }
}

impl<K: PartialEq, L: PartialEq, B: Clone> FrameCache<K, L, B> {
    /// The step for a draw of frame `key` with `legend`, when `room` frames may be kept
    /// (at least one). A kept frame becomes the one used last, its legend `legend`.
    pub fn step(&mut self, key: K, legend: L, room: usize) -> FrameStep<B> {
        if let Some(at) = self.kept.iter().position(|(kept, _, _)| *kept == key) {
            let (key, was, bitmap) = self.kept.remove(at);
            let legend_changed = was != legend;
            self.kept.push((key, legend, bitmap.clone()));
            return FrameStep::Kept {
                bitmap,
                legend_changed,
            };
        }
        if let Some(at) = self.seen.iter().position(|seen| *seen == key) {
            self.seen.remove(at);
            // The frames used longest ago make room (more than one when a larger size left
            // room for fewer), and the last of them lends its bitmap.
            let excess = (self.kept.len() + 1).saturating_sub(room.max(1));
            let lent = self.kept.drain(..excess).next_back();
            return FrameStep::Keep(lent.map(|(_, _, bitmap)| bitmap));
        }
        if self.seen.len() == SEEN_FRAMES {
            self.seen.remove(0);
        }
        self.seen.push(key);
        FrameStep::Direct
    }

    /// Keeps `bitmap`, just drawn with frame `key` and `legend`, as the frame used last.
    pub fn keep(&mut self, key: K, legend: L, bitmap: B) {
        self.kept.push((key, legend, bitmap));
    }

    /// Forgets every frame: the next draw of each goes straight onto the chart.
    pub fn forget(&mut self) {
        self.kept.clear();
        self.seen.clear();
    }

    /// The keys of the frames kept, the one used last at the end.
    pub fn kept_keys(&self) -> impl Iterator<Item = &K> {
        self.kept.iter().map(|(key, _, _)| key)
    }
}

/// How many frames of `width` × `height` pixels (4 bytes each) fit in `budget` bytes,
/// between 1 and `most`.
pub fn frames_room(width: u32, height: u32, budget: u64, most: usize) -> usize {
    let bytes = u64::from(width) * u64::from(height) * 4;
    usize::try_from(budget / bytes.max(1))
        .unwrap_or(most)
        .clamp(1, most.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bitmaps are numbered as the test makes them.
    fn draw(
        cache: &mut FrameCache<u32, &'static str, u32>,
        key: u32,
        legend: &'static str,
        room: usize,
        made: &mut u32,
    ) -> FrameStep<u32> {
        let step = cache.step(key, legend, room);
        if let FrameStep::Keep(lent) = &step {
            let bitmap = lent.unwrap_or_else(|| {
                *made += 1;
                *made
            });
            cache.keep(key, legend, bitmap);
        }
        step
    }

    #[test]
    fn a_frame_goes_straight_then_is_kept_then_copied() {
        let (mut cache, mut made) = (FrameCache::default(), 0);
        assert_eq!(draw(&mut cache, 20, "a", 4, &mut made), FrameStep::Direct);
        assert_eq!(
            draw(&mut cache, 20, "a", 4, &mut made),
            FrameStep::Keep(None)
        );
        assert_eq!(made, 1);
        assert_eq!(
            draw(&mut cache, 20, "a", 4, &mut made),
            FrameStep::Kept {
                bitmap: 1,
                legend_changed: false
            }
        );
        // The same axis, another legend: the strip is drawn again, once.
        assert_eq!(
            draw(&mut cache, 20, "b", 4, &mut made),
            FrameStep::Kept {
                bitmap: 1,
                legend_changed: true
            }
        );
        assert_eq!(
            draw(&mut cache, 20, "b", 4, &mut made),
            FrameStep::Kept {
                bitmap: 1,
                legend_changed: false
            }
        );
        cache.forget();
        assert_eq!(draw(&mut cache, 20, "b", 4, &mut made), FrameStep::Direct);
    }

    #[test]
    fn the_frames_used_longest_ago_lend_their_bitmaps() {
        let (mut cache, mut made) = (FrameCache::default(), 0);
        for key in [20, 30, 40, 20, 30, 40] {
            draw(&mut cache, key, "", 3, &mut made);
        }
        assert_eq!(made, 3);
        assert_eq!(cache.kept_keys().copied().collect::<Vec<_>>(), [20, 30, 40]);
        // 20 used again: 30 is now the one used longest ago.
        draw(&mut cache, 20, "", 3, &mut made);
        draw(&mut cache, 50, "", 3, &mut made);
        assert_eq!(
            draw(&mut cache, 50, "", 3, &mut made),
            FrameStep::Keep(Some(2))
        );
        assert_eq!(cache.kept_keys().copied().collect::<Vec<_>>(), [40, 20, 50]);
        // Less room (a larger chart): the oldest go, and the last of them lends its bitmap.
        draw(&mut cache, 60, "", 1, &mut made);
        assert_eq!(
            draw(&mut cache, 60, "", 1, &mut made),
            FrameStep::Keep(Some(2))
        );
        assert_eq!(cache.kept_keys().copied().collect::<Vec<_>>(), [60]);
        assert_eq!(made, 3, "no bitmap made while one could be lent");
    }

    #[test]
    fn a_drag_across_every_k_range_comes_back_to_kept_frames() {
        let (mut cache, mut made) = (FrameCache::default(), 0);
        // The k axis's 14 ranges, 20 to 150, crossed three times.
        let mut steps = Vec::new();
        for _ in 0..3 {
            for range in (20..=150).step_by(10) {
                steps.push(draw(&mut cache, range, "", 16, &mut made));
            }
        }
        assert!(steps[..14].iter().all(|step| *step == FrameStep::Direct));
        assert!(steps[14..28]
            .iter()
            .all(|step| *step == FrameStep::Keep(None)));
        assert!(steps[28..].iter().all(|step| matches!(
            step,
            FrameStep::Kept {
                legend_changed: false,
                ..
            }
        )));
        assert_eq!(made, 14);
    }

    #[test]
    fn only_the_last_keys_drawn_once_are_remembered() {
        let (mut cache, mut made) = (FrameCache::default(), 0);
        for key in 0..=SEEN_FRAMES as u32 {
            draw(&mut cache, key, "", 4, &mut made);
        }
        // Key 0 was forgotten to remember the 33rd; key 1 was not.
        assert_eq!(draw(&mut cache, 0, "", 4, &mut made), FrameStep::Direct);
        assert_eq!(draw(&mut cache, 2, "", 4, &mut made), FrameStep::Keep(None));
    }

    #[test]
    fn room_is_the_budget_over_a_frame_between_one_and_the_most() {
        // A 566 x 435 chart is 984,840 bytes: 24 MiB holds 25 of them, capped at 16.
        assert_eq!(frames_room(566, 435, 24 << 20, 16), 16);
        // At a device pixel ratio of 2, 3,939,360 bytes: 6.
        assert_eq!(frames_room(1132, 870, 24 << 20, 16), 6);
        assert_eq!(frames_room(100_000, 100_000, 24 << 20, 16), 1);
        assert_eq!(frames_room(0, 0, 24 << 20, 16), 16);
    }
}
