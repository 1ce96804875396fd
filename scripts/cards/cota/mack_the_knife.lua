-- Mack the Knife (CotA 302): Elusive. Mack the Knife may be used as if it belonged to the
-- active house (the keyword "versatile", read by the rules script). Action: Deal 1 damage
-- to a creature. If this damage destroys it, gain 1 æmber. Seeker Needle (CotA 290, an
-- artifact with the same Action:) uses this script too.
return {
	action = function(ctx)
		local creature = ctx:choose({
			prompt = "Deal 1 damage to which creature?",
			objects = ctx:objects({ zone = "battleline" }),
		})[1]
		if creature == nil then
			return
		end
		ctx:deal_damage(creature, 1)
		ctx:settle()
		if not creature:is_valid() or creature:is_destroyed() then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
