-- Ragnarok Prep (WoE 048): Play: Make a token creature. Then, if you control more creatures
-- than your opponent, your opponent loses 2 æmber.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		local mine = #ctx:objects({ zone = "battleline", controller = "you" })
		local theirs = #ctx:objects({ zone = "battleline", controller = "opponent" })
		if mine > theirs then
			ctx:gain(ctx.opponent, "amber", -2)
		end
	end,
}
