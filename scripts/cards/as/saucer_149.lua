-- Saucer 149 (AS 227): Versatile (data). Play: Exalt Saucer 149 four times. Action: Move 2
-- æmber from Saucer 149 to an enemy creature (as much as it has, up to 2).
return {
	resolve = function(ctx)
		ctx:rule("exalt", ctx.this, 4)
	end,
	action = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Move 2 æmber to which enemy creature?", objects = enemies })[1]
		if pick ~= nil then
			ctx:rule("move_amber", ctx.this, pick, 2)
		end
	end,
}
