-- Sir Bevor, evil twin (DT 069): Poison (data). No other ability.
return {}
