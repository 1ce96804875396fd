-- Space Invaders (WoE 147): Play: Reveal any number of creatures from your hand. Put each
-- creature revealed this way into play face down as a token creature (a copy of your token
-- reference card: `ctx:rule("make_token", player, card)`).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "hand", controller = "you", type = "creature" })
		local shown = ctx:choose({
			prompt = "Reveal which creatures (each becomes a token creature)?",
			objects = creatures,
			min = 0,
			max = #creatures,
		})
		if #shown == 0 then
			return
		end
		ctx:reveal(shown)
		for _, card in ipairs(shown) do
			ctx:rule("make_token", ctx.controller, card)
		end
	end,
}
