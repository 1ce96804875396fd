-- ruleset grand_archive card ember_lance seed 2
return {} --[==[