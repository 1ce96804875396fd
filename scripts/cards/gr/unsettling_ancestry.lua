-- Unsettling Ancestry (GR 294): Play: Stun and exhaust an enemy creature. If you are
-- haunted, archive Unsettling Ancestry.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Stun and exhaust which enemy creature?", objects = enemies })[1]
		ctx:rule("stun", pick)
		ctx:exhaust(pick)
		if ctx:rule("haunted") then
			ctx:move(ctx.this, "archives")
		end
	end,
}
