-- Dark Tidings' "Play: If the tide is high, <this>. Otherwise, raise the tide." — one
-- script for the cards that say it, each with its own <this>: Pour-tal (DT 362), All Tide
-- Up (DT 413), Washed Away (DT 394), Bury Riches (DT 154), Reach Advantage (DT 180).
local HIGH = {
	pour_tal = function(ctx)
		ctx:move(ctx.this, "archives")
	end,
	all_tide_up = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
	end,
	washed_away = function(ctx)
		ctx:destroy(ctx:objects({ zone = "artifacts", controller = "any" }))
	end,
	-- 1 æmber from each creature to its controller's pool.
	bury_riches = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:counter("amber") > 0 then
				local owner = creature:controller()
				ctx:add_counter(creature, "amber", -1)
				ctx:gain(owner, "amber", 1)
			end
		end
	end,
	reach_advantage = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked =
			ctx:choose({ prompt = "Which friendly creature captures 3 æmber?", objects = mine })[1]
		if picked ~= nil then
			ctx:capture(picked, 3)
		end
	end,
}

return {
	resolve = function(ctx)
		if ctx:rule("tide") == "high" then
			HIGH[ctx.this:card_id()](ctx)
		else
			ctx:rule("raise_tide")
		end
	end,
}
