//! Data in links: the `tasks=` shorthand and the compare runs' `a=`/`b=`.

use passk_data::import::{import, parse_tasks_param, run_param, tasks_param, ImportOptions};

/// A bad entry in a link never renumbers the ones after it.
#[test]
fn link_entries_keep_their_positions() {
    let import = parse_tasks_param("8:8,x,8:4");
    let names: Vec<&str> = import.tasks.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["task 1", "task 3"]);
    assert_eq!(import.skipped, 1);
}

/// A link carries the tasks' ids when they are not 1..n, so that a recipient's comparison
/// pairs the same tasks as the sender's.
#[test]
fn link_entries_carry_ids_that_are_not_positions() {
    let csv = "task,n,c\nx,8,8\ny,8,2\n\"a,b:c%\",8,4\n";
    let import = import(csv, ImportOptions::default());
    let param = run_param(&import.tasks);
    assert_eq!(param, "x:8:8,y:8:2,a%2Cb%3Ac%25:8:4");
    // The data view's `tasks=` leaves ids out.
    assert_eq!(tasks_param(&import.tasks), "8:8,8:2,8:4");
    let back = parse_tasks_param(&param);
    assert_eq!(back.tasks, import.tasks);
    // Tasks named by position stay short.
    let plain = parse_tasks_param("8:8,8:6,8:4");
    assert_eq!(run_param(&plain.tasks), "8:8,8:6,8:4");
    // A bad escape is a bad entry, said with its position.
    let bad = parse_tasks_param("x%zz:8:8,8:6");
    assert_eq!(bad.skipped, 1);
    assert_eq!(bad.tasks[0].name, "task 2");
}
