-- Snow Fairy: Stealth (printed keyword; it matters only in combat). On Enter: Rest target
-- ally you don't control. That ally doesn't wake up during its controller's wake up phase
-- as long as you control Snow Fairy.
return {
	conditions = {
		-- "as long as you control Snow Fairy": this Snow Fairy, still on the field.
		controlled = function(ctx)
			return ctx.this:zone() == "field" and ctx.this:controller() == ctx.controller
		end,
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: rest an ally you don't control; it stays rested while you control Snow Fairy",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local ally = ctx:choose({
					prompt = "an ally you don't control to rest",
					objects = ctx:objects({ type = "ally", controller = "opponent" }),
					min = 1,
					max = 1,
				})[1]
				if ally == nil then
					return
				end
				ctx:rest(ally)
				ctx:lasting({
					target = ally,
					duration = "while",
					condition = "controlled",
					effect = { forbid = "wake_step" },
				})
			end,
		},
	},
}
