-- Ward: Defence against a spell (the ruleset reads its "resist" stat).
return {}
