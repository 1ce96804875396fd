-- Riptide Slash: an attack card (the rules script makes the champion attack with it). On
-- Kill: you may put the top card of your deck into your graveyard.
return {
	triggers = {
		{
			on = "kill",
			own = true,
			label = "On Kill: you may mill a card",
			resolve = function(ctx)
				local top = ctx:top(1)[1]
				if top == nil then
					return
				end
				local answer = ctx:choose({
					prompt = "put the top card of your deck into your graveyard?",
					options = { "mill", "keep" },
				})[1]
				if answer == "mill" then
					ctx:move(top, "graveyard")
				end
			end,
		},
	},
}
