-- Dahlia, Idyllic Dreamer: [Class Bonus] On Attack: look at the top card of your deck; if
-- it's a water element card, you may put it into your graveyard. Dahlia has ranged X, X
-- the water element cards in your graveyard (its printed Ranged 0 plus X, read whenever
-- the rules ask: the attack's damage counts a card the On Attack put there).
return {
	statics = {
		{
			stat = "ranged",
			increase = function(ctx)
				return ctx:rule("graveyard_of_element", "water")
			end,
			self_only = true,
		},
	},
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack (class bonus): look at your top card; a water card may go to your graveyard",
			applies = function(ctx, _event)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local top = ctx:top(1)[1]
				if top == nil or not top:has_element("water") then
					return
				end
				local pick = ctx:choose({
					prompt = "put the top card of your deck into your graveyard?",
					options = { "graveyard", "leave it" },
					min = 1,
					max = 1,
				})[1]
				if pick == "graveyard" then
					ctx:move(top, "graveyard")
				end
			end,
		},
	},
}
