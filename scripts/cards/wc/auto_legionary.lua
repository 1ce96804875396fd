-- Auto-Legionary (WC 214), artifact: Action: Put Auto-Legionary on a flank of your
-- battleline. While in the battleline, it is considered a creature with 5 power and belongs
-- to all houses: lasting effects on the object there, which end as it leaves the line
-- (destroyed and played again, it is an artifact). Used in the line, it moves to a flank.
-- Only its controller's own use moves it ("your battleline"): used through Nexus, it is
-- only exhausted.
return {
	action = function(ctx)
		local me = ctx.this
		if me:controller() ~= ctx.controller then
			return
		end
		if me:zone() == "battleline" then
			ctx:rule("move_to_flank", me)
			return
		end
		local position = "top"
		if #ctx:objects({ zone = "battleline", controller = "you" }) > 0 then
			local pick = ctx:choose({
				prompt = "Put Auto-Legionary on which flank?",
				options = { "left flank", "right flank" },
			})[1]
			position = pick == "right flank" and "bottom" or "top"
		end
		if not ctx:move(me, "battleline", { position = position }) then
			return
		end
		for _, obj in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if obj.id == me.id then
				for _, effect in ipairs({
					{ become = { "creature" } },
					{ stat = "power", set = 5 },
					{ grant = "all_houses" },
				}) do
					ctx:lasting({ target = obj, duration = "indefinitely", effect = effect })
				end
				if not obj:is_rested() then
					ctx:exhaust(obj)
				end
			end
		end
	end,
}
