-- Eclectic Ambrosius, evil twin (DT 126): Reap: put an ignorance counter on an enemy
-- creature; as long as it has one, its text box is considered blank (its traits stay).
-- The condition reads the effect's own creature (RULE-WHILE-TARGET-1).
return {
	reap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked =
			ctx:choose({ prompt = "Put an ignorance counter on which enemy creature?", objects = enemies })[1]
		if picked == nil or not ctx:add_counter(picked, "ignorance", 1) then
			return
		end
		ctx:lasting({
			target = picked,
			duration = "while",
			condition = "ignorant",
			effect = { lose_abilities = true },
		})
	end,
	conditions = {
		ignorant = function(_ctx, creature)
			return creature ~= nil and creature:counter("ignorance") > 0
		end,
	},
}
