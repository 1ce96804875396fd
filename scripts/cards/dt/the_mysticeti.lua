-- The Mysticeti (DT 393), artifact: Action: exhaust 1 or more friendly Untamed creatures;
-- if you do, it gets three +1 power counters per creature exhausted and moves anywhere in
-- your battleline as a creature with 0 power (the counters add to it) and taunt, for as
-- long as it stays in play (the same object: RULE-SHIFT-1).
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local exhausted = ctx:rule("exhaust_up_to", #mine, "untamed")
		local this = ctx.this
		if #exhausted == 0 or not this:is_valid() or this:zone() ~= "artifacts" then
			return
		end
		ctx:add_counter(this, "power", 3 * #exhausted)
		ctx:lasting({ target = this, duration = "indefinitely", effect = { become = { "creature" } } })
		ctx:lasting({ target = this, duration = "indefinitely", effect = { stat = "power", set = 0 } })
		ctx:lasting({ target = this, duration = "indefinitely", effect = { grant = "taunt" } })
		if ctx:shift(this, "battleline", "right") then
			ctx:rule("move_anywhere", this)
		end
	end,
}
