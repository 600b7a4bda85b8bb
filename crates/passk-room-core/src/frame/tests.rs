use super::*;

#[test]
fn every_client_frame_reads_back_as_written() {
    let frames = [
        ClientFrame::Create {},
        ClientFrame::Present {
            code: "ABCDEFGHJKLM".into(),
            secret: "S".repeat(32),
            asked: Some(Asked {
                id: 3,
                question: WireQuestion {
                    kind: "pass-hat-k".into(),
                    per_mille: 900,
                    count: 8,
                },
                phase: Phase::Open,
            }),
        },
        ClientFrame::Close {},
        ClientFrame::Reveal {},
        ClientFrame::Join {
            code: "ABCDEFGHJKLM".into(),
            token: None,
            name: Some([3, 15]),
            guess: Some(HeldGuess { id: 2, value: 43.5 }),
        },
        ClientFrame::Rename { name: [0, 1] },
        ClientFrame::Guess { id: 1, value: 99.9 },
    ];
    for frame in frames {
        assert_eq!(parse_client(&frame.to_text()), Ok(frame));
    }
    assert_eq!(
        parse_client(r#"{"t":"guess","id":4,"value":43.5}"#),
        Ok(ClientFrame::Guess { id: 4, value: 43.5 })
    );
    assert_eq!(
        parse_client(r#"{"t":"join","code":"ABCDEFGHJKLM"}"#),
        Ok(ClientFrame::Join {
            code: "ABCDEFGHJKLM".into(),
            token: None,
            name: None,
            guess: None
        })
    );
}

#[test]
fn hostile_frames_are_errors_never_panics() {
    let big = format!(
        r#"{{"t":"create","pad":"{}"}}"#,
        "x".repeat(MAX_FRAME_BYTES)
    );
    assert_eq!(parse_client(&big), Err(RoomError::FrameTooLarge));
    for text in [
        "",
        "null",
        "[]",
        "{}",
        "not json",
        r#"{"t":"launch"}"#,
        r#"{"t":"guess","id":1}"#,
        r#"{"t":"guess","id":-1,"value":4}"#,
        r#"{"t":"guess","id":1,"value":"40"}"#,
        r#"{"t":"guess","id":1,"value":40,"name":"<script>"}"#,
        r#"{"t":"create","extra":1}"#,
        r#"{"t":"rename","name":[1,2,3]}"#,
        r#"{"t":"rename","name":[1,300]}"#,
        r#"{"t":"rename","name":"Bob"}"#,
        r#"{"t":"guess","id":1,"value":1e999}"#,
        "{\"t\":\"create\"",
    ] {
        assert_eq!(parse_client(text), Err(RoomError::BadFrame), "{text}");
    }
}

#[test]
fn a_guess_is_a_percent_with_one_decimal() {
    assert_eq!(guess_tenths(43.5), Ok(435));
    assert_eq!(guess_tenths(0.0), Ok(0));
    assert_eq!(guess_tenths(100.0), Ok(1000));
    // 0.1 + 0.2 is 0.30000000000000004: still 3 tenths.
    assert_eq!(guess_tenths(0.1 + 0.2), Ok(3));
    for bad in [43.25, -0.1, 100.1, f64::NAN, f64::INFINITY, -f64::INFINITY] {
        assert_eq!(guess_tenths(bad), Err(RoomError::BadGuess), "{bad}");
    }
    assert_eq!(tenths_percent(435), 43.5);
}

#[test]
fn questions_out_of_range_are_refused() {
    let question = |kind: &str, per_mille, count| WireQuestion {
        kind: kind.into(),
        per_mille,
        count,
    };
    let asked = question("pass-hat-k", 900, 8).question().unwrap();
    assert_eq!(asked.kind, QuestionKind::PassHatK);
    assert_eq!(WireQuestion::from(asked), question("pass-hat-k", 900, 8));
    assert!(question("chain", 950, 50).question().is_ok());
    for bad in [
        question("chain", 950, 51),
        question("pass-at-k", 1001, 3),
        question("pass-at-k", 500, 0),
        question("pass-at-k", 500, 101),
        question("pass@k", 500, 3),
    ] {
        assert_eq!(bad.question(), Err(RoomError::BadQuestion), "{bad:?}");
    }
}

#[test]
fn error_keys_are_the_wire_names() {
    for error in RoomError::ALL {
        let text = ServerFrame::Error { error }.to_text();
        assert_eq!(
            text,
            format!(r#"{{"t":"error","error":"{}"}}"#, error.key())
        );
        assert_eq!(parse_server(&text), Some(ServerFrame::Error { error }));
    }
}
