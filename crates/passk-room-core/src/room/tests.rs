use super::*;
use crate::code::{SECRET_BYTES, TOKEN_BYTES};

fn secret(byte: u8) -> Secret {
    Secret::from_random([byte; SECRET_BYTES])
}

fn token(byte: u8) -> Token {
    Token::from_random([byte; TOKEN_BYTES])
}

fn pass_hat_8_at_90() -> WireQuestion {
    WireQuestion {
        kind: "pass-hat-k".into(),
        per_mille: 900,
        count: 8,
    }
}

/// Joins a new participant; their slot.
fn join(room: &mut Room, byte: u8) -> u32 {
    room.join(None, None, None, token(byte), [1, 2], &Limits::default())
        .unwrap()
        .0
}

#[test]
fn join_guess_change_close_reveal() {
    let mut room = Room::new(secret(1), 0);
    assert_eq!(room.present(&secret(2)), Err(RoomError::WrongSecret));
    let sends = room.present(&secret(1)).unwrap();
    assert!(matches!(
        &sends[..],
        [(
            To::Presenter,
            ServerFrame::Room {
                joined: 0,
                asked: None,
                ..
            }
        )]
    ));
    let (a, b, c) = (
        join(&mut room, 10),
        join(&mut room, 11),
        join(&mut room, 12),
    );
    assert_eq!((a, b, c, room.joined()), (0, 1, 2, 3));
    assert_eq!(room.guess(a, 1, 40.0), Err(RoomError::QuestionClosed));
    room.open(&pass_hat_8_at_90()).unwrap();
    assert_eq!(
        room.guess(a, 1, 40.0).unwrap(),
        vec![
            (
                To::Presenter,
                ServerFrame::Guessed {
                    slot: 0,
                    value: 40.0
                }
            ),
            (To::Participant(0), ServerFrame::Took { id: 1, value: 40.0 })
        ]
    );
    room.guess(b, 1, 95.0).unwrap();
    // b changes their mind: one guess each, the last one counts.
    room.guess(b, 1, 45.5).unwrap();
    room.guess(c, 1, 80.0).unwrap();
    assert_eq!(room.guess(c, 2, 80.0), Err(RoomError::StaleQuestion));
    assert_eq!(room.guess(c, 1, 80.05), Err(RoomError::BadGuess));
    room.close().unwrap();
    assert_eq!(room.guess(a, 1, 43.0), Err(RoomError::QuestionClosed));
    assert_eq!(room.close(), Err(RoomError::QuestionClosed));
    let sends = room.reveal().unwrap();
    let truth = 0.9_f64.powi(8);
    let reveals: Vec<&Reveal> = sends
        .iter()
        .filter_map(|(_, frame)| {
            if let ServerFrame::Revealed { reveal } = frame {
                Some(reveal)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(reveals.len(), 4, "the presenter and three participants");
    let summary = reveals[0].summary.clone().unwrap();
    assert_eq!(
        (summary.count, summary.median, summary.within_five),
        (3, 45.5, 2)
    );
    assert!((reveals[0].truth - truth).abs() < 1e-15);
    assert_eq!(reveals[0].yours, None);
    assert_eq!(
        reveals[1..].iter().map(|r| r.yours).collect::<Vec<_>>(),
        vec![Some(40.0), Some(45.5), Some(80.0)]
    );
    // The next question starts with no guesses.
    room.open(&pass_hat_8_at_90()).unwrap();
    let ServerFrame::Room { guesses, asked, .. } = &room.present(&secret(1)).unwrap()[0].1 else {
        panic!("the presenter's view");
    };
    assert_eq!((guesses.len(), asked.as_ref().map(|a| a.id)), (0, Some(2)));
}

#[test]
fn a_participant_who_comes_back_keeps_name_and_guess() {
    let mut room = Room::new(secret(1), 0);
    let limits = Limits::default();
    let (slot, sends) = room
        .join(None, Some([4, 5]), None, token(10), [1, 2], &limits)
        .unwrap();
    let Some((
        _,
        ServerFrame::Welcome {
            token: given, name, ..
        },
    )) = sends.last()
    else {
        panic!("a welcome");
    };
    assert_eq!((given.as_str(), *name), (token(10).as_str(), [4, 5]));
    room.open(&pass_hat_8_at_90()).unwrap();
    room.guess(slot, 1, 43.0).unwrap();
    // Back with the token: same slot, name and guess, no new participant.
    let (again, sends) = room
        .join(Some(token(10)), None, None, token(11), [7, 7], &limits)
        .unwrap();
    assert_eq!((again, room.joined()), (slot, 1));
    assert!(matches!(
        sends.last(),
        Some((
            To::Participant(0),
            ServerFrame::Welcome {
                name: [4, 5],
                yours: Some(43.0),
                ..
            }
        ))
    ));
    // A token the room never gave is a new participant, and its "held" guess is not taken.
    let held = Some(HeldGuess { id: 1, value: 99.0 });
    let (other, _) = room
        .join(Some(token(20)), None, held, token(12), [7, 7], &limits)
        .unwrap();
    assert_eq!(other, 1);
    assert!(
        matches!(&room.present(&secret(1)).unwrap()[0].1, ServerFrame::Room { guesses, .. } if guesses.len() == 1)
    );
}

#[test]
fn a_restored_room_takes_back_what_pages_held() {
    let asked = Asked {
        id: 4,
        question: pass_hat_8_at_90(),
        phase: Phase::Open,
    };
    let mut room = Room::restore(secret(1), Some(&asked), 0);
    assert_eq!(room.code(), &secret(1).code());
    let limits = Limits::default();
    let held = Some(HeldGuess { id: 4, value: 43.0 });
    let (slot, sends) = room
        .join(
            Some(token(10)),
            Some([3, 3]),
            held,
            token(11),
            [0, 0],
            &limits,
        )
        .unwrap();
    assert!(sends.contains(&(To::Presenter, ServerFrame::Guessed { slot, value: 43.0 })));
    // A guess held for another question is not counted.
    let stale = Some(HeldGuess { id: 3, value: 50.0 });
    room.join(Some(token(12)), None, stale, token(13), [0, 0], &limits)
        .unwrap();
    room.guess(slot, 4, 44.0).unwrap();
    let reveal = room.reveal().unwrap();
    assert!(reveal.iter().any(|(to, frame)| *to == To::Presenter
        && matches!(frame, ServerFrame::Revealed { reveal } if reveal.summary.as_ref().map(|s| s.count) == Some(1))));
}

#[test]
fn limits_and_expiry() {
    let limits = Limits {
        participants_per_room: 2,
        ..Limits::default()
    };
    let mut room = Room::new(secret(1), 0);
    room.join(None, None, None, token(1), [0, 0], &limits)
        .unwrap();
    room.join(None, None, None, token(2), [0, 0], &limits)
        .unwrap();
    assert_eq!(
        room.join(None, None, None, token(3), [0, 0], &limits)
            .map(|(slot, _)| slot),
        Err(RoomError::RoomFull)
    );
    // A participant already in may still come back.
    assert!(room
        .join(Some(token(1)), None, None, token(4), [0, 0], &limits)
        .is_ok());
    assert_eq!(
        room.join(None, Some([16, 0]), None, token(5), [0, 0], &limits)
            .map(|(slot, _)| slot),
        Err(RoomError::BadName)
    );
    assert_eq!(room.rename(0, [0, 16]), Err(RoomError::BadName));
    assert_eq!(room.rename(9, [0, 1]), Err(RoomError::NotInRoom));
    // 30 minutes without a presenter; 4 hours in all.
    let half_hour = limits.presenter_absence_ms;
    assert!(!room.expired(half_hour - 1, &limits));
    assert!(room.expired(half_hour, &limits));
    room.present(&secret(1)).unwrap();
    assert!(!room.expired(half_hour, &limits));
    assert!(room.expired(limits.room_lifetime_ms, &limits));
    room.presenter_left(1000);
    assert!(room.expired(1000 + half_hour, &limits));
    assert_eq!(
        Room::new(secret(1), 0).close(),
        Err(RoomError::NothingAsked)
    );
    assert_eq!(
        Room::new(secret(1), 0).reveal().map(|s| s.len()),
        Err(RoomError::NothingAsked)
    );
}
