-- Phantasmal Visit (GR 133): Play: Stun and exhaust a creature. If you are haunted, archive
-- Phantasmal Visit (with no creature to pick too).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick = ctx:choose({ prompt = "Stun and exhaust which creature?", objects = creatures })[1]
		ctx:rule("stun", pick)
		ctx:exhaust(pick)
		if ctx:rule("haunted") then
			ctx:move(ctx.this, "archives")
		end
	end,
}
