-- Number 612 (AS 253): Splash-attack 2 and taunt (data); the rules script acts on them.
return {}
