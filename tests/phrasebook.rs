//! docs/phrasebook.md promises that every snippet in its "write" column is in the card
//! script it links to. This reads each table row and checks that promise.

use std::path::Path;

/// The backticked spans of a table cell.
fn snippets(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

/// The link target of a `[Name](path)` cell.
fn link(cell: &str) -> Option<&str> {
    let start = cell.find("](")? + 2;
    let end = start + cell[start..].find(')')?;
    Some(&cell[start..end])
}

#[test]
fn every_phrasebook_snippet_is_in_the_card_it_names() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/phrasebook.md")).unwrap();
    let mut rows = 0;
    for (n, line) in doc.lines().enumerate() {
        let cells: Vec<&str> = line.split(" | ").collect();
        if cells.len() != 3 || !line.starts_with("| ") {
            continue;
        }
        let Some(path) = link(cells[2]) else { continue };
        let script = root.join("docs").join(path);
        let text = std::fs::read_to_string(&script)
            .unwrap_or_else(|e| panic!("phrasebook line {}: {}: {e}", n + 1, script.display()));
        let wanted = snippets(cells[1]);
        assert!(!wanted.is_empty(), "phrasebook line {}: no snippet", n + 1);
        for s in wanted {
            assert!(
                text.contains(s),
                "phrasebook line {}: `{s}` is not in {}",
                n + 1,
                script.display()
            );
        }
        rows += 1;
    }
    assert!(rows >= 50, "only {rows} phrasebook rows were read");
}
