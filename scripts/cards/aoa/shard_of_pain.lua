-- Shard of Pain (AoA 104), artifact: Action: Deal 1 damage to an enemy creature for each
-- friendly Shard (point by point: the rules' allot_damage). "Friendly" is the user's (the
-- rules' friendly_with_trait: the Shard itself counts when used as theirs).
return {
	action = function(ctx)
		local n = ctx:rule("friendly_with_trait", "shard")
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		ctx:rule("allot_damage", enemies, n, "Deal 1 damage to which enemy creature?")
	end,
}
