use super::*;

#[test]
fn each_card_id_is_found_at_its_own_line_in_one_pass() {
    let text = "(id: \"t\", name: \"T\", ruleset: \"x\", cards: [\n    (id: \"bear\", name: \"bear\"),\n    (id: \"cub\", name: \"bear\", card_id: \"bear\"),\n    (id: \"bear\", name: \"again\"),\n    (id: \"a\"), (id: \"b\"),\n])\n";
    let index = IdLines::new(text);
    assert_eq!(index.line("t", 0), 1);
    assert_eq!(index.line("bear", 0), 2);
    assert_eq!(index.line("cub", 0), 3);
    // `card_id:` is another field: the second `bear` is on line 4.
    assert_eq!(index.line("bear", 1), 4);
    assert_eq!((index.line("a", 0), index.line("b", 0)), (5, 5));
    // An id written with escapes falls back to the scan; one not there is line 1.
    assert_eq!(index.line("nowhere", 0), 1);
}
