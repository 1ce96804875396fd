-- Dark Centurion (MM 203): Action: Move 1 æmber from a creature (either side) to the
-- common supply. If you do, ward that creature. A creature with none may be picked: then
-- nothing happens.
return {
	action = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Move 1 æmber from which creature?", objects = all })[1]
		if pick ~= nil and pick:counter("amber") > 0 then
			ctx:add_counter(pick, "amber", -1)
			ctx:rule("ward", pick)
		end
	end,
}
