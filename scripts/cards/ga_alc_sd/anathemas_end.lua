-- Anathema's End: REST: load it into target unloaded Gun weapon you control (the rules
-- script's loading). [Class Bonus] On Champion Hit: banish every Curse card in the hit
-- champion's lineage; 2 unpreventable damage to that champion for each one banished.
return {
	activated = {
		load = {
			legal = function(ctx)
				return ctx:rule("can_load")
			end,
			targets = function(ctx)
				return ctx:rule("gun_target")
			end,
			resolve = function(ctx)
				ctx:rule("load_target")
			end,
		},
	},
	triggers = {
		{
			on = "hit",
			own = true,
			label = "On Champion Hit: banish its lineage's Curses, 2 damage each (class bonus)",
			applies = function(ctx, event)
				return event.target:has_type("champion") and ctx:rule("class_bonus")
			end,
			resolve = function(ctx, event)
				local champion = event.target
				local side = champion:controller() == ctx.controller and "you" or "opponent"
				local banished = 0
				for _, curse in ipairs(ctx:look({ zone = "lineage", controller = side, subtype = "curse" })) do
					if ctx:move(curse, "banishment") then
						banished += 1
					end
				end
				if banished > 0 and champion:is_valid() then
					ctx:deal_damage(champion, 2 * banished, { unpreventable = true })
				end
			end,
		},
	},
}
