-- Sparkfist (DT 345): Skirmish. Fight: Stun and exhaust the creature Sparkfist fights.
return {
	fight = function(ctx, attacked)
		if attacked ~= nil and attacked:is_valid() then
			ctx:rule("stun", attacked)
			ctx:exhaust(attacked)
		end
	end,
}
