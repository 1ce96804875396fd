-- Powercell token: its activated ability ((1), rest, sacrifice it: an Automaton ally gets
-- +2 power until end of turn) is not scripted: objects in play have no activated
-- abilities in this ruleset yet. Other cards count and sacrifice Powercells.
return {}
