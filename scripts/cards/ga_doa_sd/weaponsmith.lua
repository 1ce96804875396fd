-- Weaponsmith: Class Bonus: at the beginning of your recollection phase, put a durability
-- counter on target weapon you control (chosen as the ability resolves).
return {
	triggers = {
		{
			on = "phase_began",
			label = "your recollection phase begins: a durability counter on a weapon of yours (class bonus)",
			applies = function(ctx, event)
				return event.phase == "recollection"
					and ctx.controller:is_turn_player()
					and ctx:rule("class_bonus")
					and ctx:count({ type = "weapon", controller = "you" }) > 0
			end,
			resolve = function(ctx)
				local weapon = ctx:choose({
					prompt = "weapon you control to get a durability counter",
					objects = ctx:objects({ type = "weapon", controller = "you" }),
					min = 1,
					max = 1,
				})[1]
				ctx:add_counter(weapon, "durability", 1)
			end,
		},
	},
}
