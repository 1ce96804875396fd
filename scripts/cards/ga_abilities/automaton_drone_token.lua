-- Automaton Drone token: a 1/1 Automaton ally with no abilities.
return {}
