//! Every page of the full site is registered once, in `Page::ALL`; this test holds the
//! build to it. Each page has its HTML file at the top, naming a `[[bin]]` of this
//! package that mounts that page and no other; and the Makefile builds it. A page added
//! to the enum and forgotten in any of these fails here, with what is missing.

use std::fs;

use passk_core::share::Page;

/// The HTML file of `page` as Trunk builds it ("" is the folder's `index.html`).
fn html_file(page: Page) -> &'static str {
    match page.file() {
        "" => "index.html",
        file => file,
    }
}

/// The `data-bin` an HTML file boots.
fn booted_binary(html: &str) -> Option<String> {
    let link = html
        .lines()
        .find(|line| line.contains(r#"rel="rust""#) && !line.contains(r#"data-type="worker""#))?;
    let start = link.find(r#"data-bin=""#)? + r#"data-bin=""#.len();
    let end = link[start..].find('"')? + start;
    Some(link[start..end].to_string())
}

/// The source file of the `[[bin]]` named `name` in this package's Cargo.toml.
fn binary_source(manifest: &str, name: &str) -> Option<String> {
    let entry = manifest.split("[[bin]]").skip(1).find(|entry| {
        entry
            .lines()
            .any(|line| line.trim() == format!(r#"name = "{name}""#))
    })?;
    let path = entry
        .lines()
        .find_map(|line| line.trim().strip_prefix("path = "))?;
    Some(path.trim_matches('"').to_string())
}

#[test]
fn every_page_has_its_html_its_binary_and_its_build() {
    let manifest = fs::read_to_string("Cargo.toml").unwrap();
    let makefile = fs::read_to_string("Makefile").unwrap();
    let built = makefile
        .lines()
        .find_map(|line| line.strip_prefix("PAGES := "))
        .expect("the Makefile lists the pages it builds beside index.html");
    for page in Page::ALL {
        let file = html_file(page);
        let html = fs::read_to_string(file).unwrap_or_else(|_| panic!("{page:?}: no {file}"));
        let binary = booted_binary(&html).unwrap_or_else(|| panic!("{file} boots no binary"));
        let source = binary_source(&manifest, &binary)
            .unwrap_or_else(|| panic!("{file} boots {binary}, which is not a [[bin]]"));
        let main = fs::read_to_string(&source).unwrap();
        let module = format!("{:?}", page).to_lowercase();
        let mounts = format!("passk::pages::{module}_page::mount()");
        assert!(main.contains(&mounts), "{source} should call {mounts}");
        assert_eq!(
            main.matches("::mount()").count(),
            1,
            "{source} mounts one page"
        );
        if page != Page::Explorer {
            let name = file.trim_end_matches(".html");
            assert!(
                built.split_whitespace().any(|built| built == name),
                "the Makefile's PAGES should build {name}"
            );
        }
    }
}
