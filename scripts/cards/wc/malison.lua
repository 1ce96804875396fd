-- Malison (WC 080): Fight: You may move an enemy creature anywhere in its controller's
-- battleline. Then, if it is on a flank, it captures 1 æmber from its own side. The move
-- keeps the creature the same object (the rules term `move_anywhere`).
return {
	fight = function(ctx)
		local enemies = ctx:rule("line", ctx.opponent)
		local creature =
			ctx:choose({ prompt = "Move which enemy creature?", objects = enemies, min = 0, max = 1 })[1]
		if creature == nil then
			return
		end
		ctx:rule("move_anywhere", creature)
		if ctx:rule("on_flank", creature) then
			local holder = creature:controller()
			if holder:counter("amber") > 0 then
				ctx:gain(holder, "amber", -1)
				ctx:add_counter(creature, "amber", 1)
			end
		end
	end,
}
