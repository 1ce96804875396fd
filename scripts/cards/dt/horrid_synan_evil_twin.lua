-- Horrid Synan, evil twin (DT 308): Poison. Taunt (data). No other ability.
return {}
