-- Phantasmal Visit (GR 133): Play: Stun and exhaust a creature. If you are haunted, archive
-- Phantasmal Visit (with no creature to pick too).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:rule(
			"stun_and_exhaust",
			ctx:choose({ prompt = "Stun and exhaust which creature?", objects = creatures })[1]
		)
		if ctx:rule("haunted") then
			ctx:move(ctx.this, "archives")
		end
	end,
}
