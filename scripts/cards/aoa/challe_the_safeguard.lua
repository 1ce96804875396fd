-- Challe the Safeguard (AoA 216): Deploy, Taunt (data).
return {}
