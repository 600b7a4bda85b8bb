//! What a link and storage carry, read back.
use super::*;

#[test]
fn slider_drags_are_told_apart_from_discrete_changes() {
    let start = SharedState::from_query("p=80&k=6&lang=ko");
    assert!(start.differs_only_in_sliders(&SharedState::from_query("p=81&k=7&lang=ko")));
    assert!(start.differs_only_in_sliders(&SharedState::from_query("lang=ko&p=80")));
    assert!(!start.differs_only_in_sliders(&SharedState::from_query("p=80&lang=pt")));
    let data = SharedState::from_query("view=data&tasks=8:8");
    assert!(!data.differs_only_in_sliders(&SharedState::from_query("view=data")));
}

#[test]
fn round_trip() {
    let state = SharedState {
        rate_per_mille: 955,
        k: 8,
        steps: 20,
        view: View::Explore,
        // In the explorer the link's k is the explorer's; the data view starts from it,
        // up to 3.
        data_k: 3,
        ..SharedState::default()
    };
    assert_eq!(state.to_query(), "p=95.5&k=8&steps=20&v=90&r=1&spread=0");
    let full = SharedState {
        catch_percent: 75,
        retries: 3,
        spread_hundredths: 25,
        lang: Some(Lang::Ko),
        theme: Some(Theme::Dark),
        embed: true,
        present: true,
        ..state.clone()
    };
    assert_eq!(SharedState::from_query(&full.to_query()), full);
    let back = SharedState::from_query(&state.to_query());
    assert_eq!(back.rate_per_mille, 955);
    assert_eq!(back.k, 8);
    assert_eq!(back.steps, 20);
    let data = SharedState::from_query("?view=data&tasks=8:8,8:6,8:4&k=3");
    assert_eq!(data.view, View::Data);
    assert_eq!(data.tasks.as_deref(), Some("8:8,8:6,8:4"));
    assert_eq!(data.data_k, 3);
    assert_eq!(
        data.to_query(),
        "p=80&k=3&steps=4&v=90&r=1&spread=0&view=data&tasks=8:8,8:6,8:4"
    );
}

#[test]
fn the_plan_and_the_quiz_are_in_their_links_and_kept_for_the_session() {
    let plan = SharedState::from_query("view=plan&n=1,000&w=1.5&k=4");
    assert_eq!(plan.plan_trials, Some(1000));
    assert_eq!(plan.plan_width_hundredths, 150);
    assert_eq!(
        plan.to_query(),
        "p=80&k=4&steps=4&v=90&r=1&spread=0&view=plan&n=1000&w=1.5"
    );
    // Without n the plan follows k: 2k, at least 8.
    assert_eq!(SharedState::from_query("k=3").plan_trials(), 8);
    assert_eq!(SharedState::from_query("k=10").plan_trials(), 20);
    let quiz = SharedState::from_query("view=quiz&q=5");
    assert_eq!(quiz.quiz_question, 4);
    assert!(quiz.to_query().ends_with("view=quiz&q=5"));
    assert_eq!(SharedState::from_query("q=99").quiz_question, 11);
    assert_eq!(SharedState::from_query("q=0").quiz_question, 0);
    // Out of the plan view the link drops them; storage keeps them, and a link that
    // names none takes them from there.
    let explore = SharedState {
        view: View::Explore,
        ..quiz.clone()
    };
    assert!(!explore.to_query().contains("q="));
    let stored = SharedState::from_query(
        &SharedState {
            quiz_question: 6,
            ..plan.clone()
        }
        .to_storage(),
    );
    assert_eq!(
        (
            stored.plan_trials,
            stored.plan_width_hundredths,
            stored.quiz_question
        ),
        (Some(1000), 150, 6)
    );
    let mut opened = SharedState::from_query("view=quiz&p=50");
    opened.keep_unnamed(&stored, "view=quiz&p=50");
    assert_eq!((opened.plan_trials, opened.quiz_question), (Some(1000), 6));
    let mut linked = SharedState::from_query("view=quiz&q=2");
    linked.keep_unnamed(&stored, "view=quiz&q=2");
    assert_eq!(linked.quiz_question, 1);
}

#[test]
fn a_seed_the_reruns_cannot_use_is_refused_as_written() {
    for bad in ["-1", "abc", "1e3", "18446744073709551616"] {
        let query = format!("seed={bad}");
        assert_eq!(refused_seed(&query).as_deref(), Some(bad), "{bad}");
        assert_eq!(SharedState::from_query(&query).seed, DEFAULT_SEED);
    }
    assert_eq!(refused_seed("seed=18446744073709551615"), None);
    assert_eq!(refused_seed("p=80"), None);
    assert_eq!(SharedState::from_query("seed=42").seed, 42);
}

#[test]
fn each_view_keeps_its_own_k() {
    let data = SharedState::from_query("k=2&view=data");
    assert_eq!((data.k, data.data_k), (6, 2));
    let big = SharedState::from_query("view=data&k=5000");
    assert_eq!((big.k, big.data_k), (6, 5000));
    let stored = SharedState {
        k: 9,
        data_k: 5000,
        view: View::Data,
        ..SharedState::default()
    };
    let back = SharedState::from_query(&stored.to_storage());
    assert_eq!((back.k, back.data_k, back.view), (9, 5000, View::Data));
    assert!(SharedState::names_data_k("k=2&view=data"));
    assert!(!SharedState::names_explorer_k("k=2&view=data"));
    assert!(SharedState::names_explorer_k("k=2"));
}

#[test]
fn a_link_to_the_other_page_carries_both_k() {
    let state = SharedState {
        k: 3,
        data_k: 7,
        view: View::Data,
        ..SharedState::default()
    };
    let back = SharedState::from_query(&state.to_page_link_query());
    assert_eq!((back.k, back.data_k, back.view), (3, 7, View::Data));
    let explore = SharedState {
        view: View::Explore,
        ..state
    };
    let back = SharedState::from_query(&explore.to_page_link_query());
    assert_eq!((back.k, back.data_k, back.view), (3, 7, View::Explore));
}

#[test]
fn each_view_is_on_one_page() {
    for page in Page::ALL {
        assert_eq!(page.first_view().page(), page);
    }
    // Each data view is a page of its own (the explorer page keeps plan and quiz).
    assert_eq!(View::Data.page(), Page::Data);
    assert_eq!(View::Compare.page(), Page::Compare);
    assert_eq!(View::Board.page(), Page::Board);
    assert_eq!(View::Quiz.page(), Page::Explorer);
    assert_eq!(
        Page::ALL.map(Page::file),
        ["", "data.html", "compare.html", "board.html"]
    );
    // A link without a view on the compare page is the compare view's, with its k.
    let query = Page::Compare.query_with_view("k=2&a=1:2");
    assert_eq!(query, "view=compare&k=2&a=1:2");
    assert_eq!(SharedState::from_query(&query).data_k, 2);
    // On the data page a link without a view is the data view's, and its k is that view's.
    let query = Page::Data.query_with_view("k=3&tasks=8:8");
    assert_eq!(query, "view=data&k=3&tasks=8:8");
    assert_eq!(SharedState::from_query(&query).data_k, 3);
    assert_eq!(Page::Explorer.query_with_view("k=3"), "k=3");
    assert_eq!(
        Page::Data.query_with_view("view=compare&k=2"),
        "view=compare&k=2"
    );
}

#[test]
fn bad_values_are_clamped_or_ignored() {
    let state = SharedState::from_query("p=150&k=abc&steps=0&view=nope&zzz=1&tasks=");
    assert_eq!(state.rate_per_mille, 1000);
    assert_eq!(state.k, 6);
    assert_eq!(state.steps, 1);
    assert_eq!(state.view, View::Explore);
    assert_eq!(state.tasks, None);
    assert_eq!(SharedState::from_query("p=%zz").rate_per_mille, 800);
    assert_eq!(SharedState::from_query("k=500").k, 100);
    assert_eq!(SharedState::from_query("k=500").data_k, 3);
    assert_eq!(SharedState::from_query("view=data&k=500").data_k, 500);
}

#[test]
fn encoding() {
    assert_eq!(encode("a b&c"), "a+b%26c");
    assert_eq!(encode("8:8,8;4"), "8:8,8%3B4");
    let decoded = |query: &str| pairs(query).next().unwrap().1;
    assert_eq!(decoded("x=a%20b%26c+d"), "a b&c d");
    assert_eq!(decoded("x=100%"), "100%");
    assert_eq!(decoded("x=%4"), "%4");
}

#[test]
fn the_spectrum_and_the_honest_numbers_are_in_their_links() {
    // m follows k until chosen, and never exceeds it.
    let state = SharedState::from_query("p=75&k=3");
    assert_eq!(state.at_least_m(), 2);
    let state = SharedState::from_query("p=75&k=6&m=5");
    assert_eq!((state.at_least_m, state.at_least_m()), (Some(5), 5));
    assert!(state.to_query().contains("m=5"));
    let state = SharedState::from_query("k=3&m=9");
    assert_eq!(state.at_least_m(), 3);
    assert!(state.to_query().contains("m=3"));
    assert_eq!(SharedState::from_query("k=4&m=0").at_least_m(), 1);
    assert!(!SharedState::from_query("k=4").to_query().contains("m="));
    // τ, the prior and the estimator ride in the data view's link when not the default.
    let state = SharedState::from_query("view=data&tau=66.7&prior=fitted&est=posterior");
    assert_eq!(state.tau_per_mille, 667);
    assert_eq!(state.prior, PriorChoice::Fitted);
    assert_eq!(state.estimator, EstimatorChoice::Posterior);
    let query = state.to_query();
    for part in ["tau=66.7", "prior=fitted", "est=posterior"] {
        assert!(query.contains(part), "{query}");
    }
    assert_eq!(SharedState::from_query(&query), state);
    let plain = SharedState::from_query("view=data&tau=abc&prior=flat&est=1");
    assert_eq!(plain.tau_per_mille, DEFAULT_TAU);
    assert_eq!(plain.prior, PriorChoice::Uniform);
    assert_eq!(plain.estimator, EstimatorChoice::Unbiased);
    assert!(!plain.to_query().contains("tau="));
    assert_eq!(SharedState::from_query("view=data&tau=0").tau_per_mille, 1);
    assert_eq!(
        SharedState::from_query("view=data&tau=150").tau_per_mille,
        1000
    );
    // Kept for the session while another view is shown.
    let explorer = SharedState {
        view: View::Explore,
        ..state.clone()
    };
    let saved = SharedState::from_query(&explorer.to_storage());
    let mut opened = SharedState::from_query("view=data");
    opened.keep_unnamed(&saved, "view=data");
    assert_eq!(opened.tau_per_mille, 667);
    assert_eq!(opened.estimator, EstimatorChoice::Posterior);
}

#[test]
fn a_room_link_round_trips_and_is_never_reopened_from_storage() {
    let link = "view=room&join=ABCD-EFGH-JKLM&relay=wss%3A%2F%2Frelay.example.org%2Froom%2Fws";
    let state = SharedState::from_query(link);
    assert_eq!(state.view, View::Room);
    assert_eq!(state.room_join.as_deref(), Some("ABCD-EFGH-JKLM"));
    assert_eq!(
        state.room_relay.as_deref(),
        Some("wss://relay.example.org/room/ws")
    );
    assert_eq!(SharedState::from_query(&state.to_query()), state);
    // Another scheme is not a relay; the other views never write either.
    assert_eq!(
        SharedState::from_query("view=room&relay=https://x").room_relay,
        None
    );
    assert!(!SharedState::from_query("join=ABCD&view=quiz")
        .to_query()
        .contains("join"));
    let stored = state.to_storage();
    let bare = SharedState::starting("", Some(&stored), false);
    assert_eq!((bare.view, bare.room_join), (View::Explore, None));
}

#[test]
fn uses_and_target_round_trip_only_when_chosen() {
    let state = SharedState::from_query("uses=20&target=90");
    assert_eq!((state.uses, state.target_per_mille), (20, 900));
    assert!(!state.to_query().contains("uses="), "{}", state.to_query());
    let chosen = SharedState::from_query("uses=7&target=99.5");
    assert_eq!((chosen.uses, chosen.target_per_mille), (7, 995));
    assert!(
        chosen.to_query().contains("uses=7&target=99.5"),
        "{}",
        chosen.to_query()
    );
    assert_eq!(SharedState::from_query(&chosen.to_query()), chosen);
    // Out of range is clamped, never refused: 100% would need p = 1 at any k.
    let clamped = SharedState::from_query("uses=0&target=100");
    assert_eq!((clamped.uses, clamped.target_per_mille), (1, 999));
}
