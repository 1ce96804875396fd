-- Stone Golem: a creature. No abilities of its own.
return {}
