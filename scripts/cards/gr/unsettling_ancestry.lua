-- Unsettling Ancestry (GR 294): Play: Stun and exhaust an enemy creature. If you are
-- haunted, archive Unsettling Ancestry.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local prompt = "Stun and exhaust which enemy creature?"
		ctx:rule("stun_and_exhaust", ctx:choose({ prompt = prompt, objects = enemies })[1])
		if ctx:rule("haunted") then
			ctx:move(ctx.this, "archives")
		end
	end,
}
