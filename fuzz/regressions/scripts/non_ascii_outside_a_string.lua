-- ruleset keyforge card champions_challenge seed 1
-- Found by the scripts fuzzer: a character outside a string split by the for-loop scanner.
return { æ }
