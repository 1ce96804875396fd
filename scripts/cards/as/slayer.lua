-- Slayer (AS 077): Skirmish, splash-attack 3 (data). If there are no enemy creatures in
-- play, destroy Slayer (a state-based check).
return {
	destroy_if = function(ctx)
		return #ctx:objects({ zone = "battleline", controller = "opponent" }) == 0
	end,
}
