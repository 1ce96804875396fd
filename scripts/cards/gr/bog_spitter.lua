-- Bog Spitter (GR 373): Skirmish (data). After Fight: Discard a random card from a player's
-- hand. Scrap: If your opponent has 6 or more æmber, steal 1.
return {
	fight = function(ctx)
		local prompt = "Discard a random card from whose hand?"
		local pick = ctx:choose({ prompt = prompt, options = { "mine", "opponent's" } })[1]
		ctx:rule("discard_at_random", pick == "mine" and ctx.controller or ctx.opponent, 1)
	end,
	scrap = function(ctx)
		if ctx.opponent:counter("amber") >= 6 then
			ctx:steal(1)
		end
	end,
}
