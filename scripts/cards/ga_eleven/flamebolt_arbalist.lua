-- Flamebolt Arbalist: Ranged 4, a printed keyword and its stat, read by the rules.
return {}
