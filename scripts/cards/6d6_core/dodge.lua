-- Dodge: Defence against a thrown attack (the ruleset reads its "resist" stat).
return {}
