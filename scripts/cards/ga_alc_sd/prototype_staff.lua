-- Prototype Staff: [Class Bonus] [Memory 4+] your champion gets +1 level. [Level 4+] REST:
-- you may put a card from your hand on the bottom of your deck; if you do, draw a card
-- into your memory.
return {
	statics = {
		{
			stat = "level",
			increase = 1,
			applies_to = function(ctx, object)
				return object:has_type("champion") and object:controller() == ctx.controller
			end,
			condition = function(ctx)
				return ctx:rule("class_bonus") and ctx.controller:count("memory") >= 4
			end,
		},
	},
	activated = {
		study = {
			legal = function(ctx)
				if ctx:rule("level") >= 4 then
					return true
				end
				return false, "your champion is below level 4"
			end,
			resolve = function(ctx)
				local card = ctx:choose({
					prompt = "a card from your hand to put on the bottom of your deck (or none)",
					objects = ctx:objects({ zone = "hand", controller = "you" }),
					min = 0,
					max = 1,
				})[1]
				if card ~= nil and ctx:move(card, "main_deck", { position = "bottom" }) then
					ctx:rule("draw_into_memory")
				end
			end,
		},
	},
}
